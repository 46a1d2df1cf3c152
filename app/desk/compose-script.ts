/**
 * The lead page's compose script (inline, under the page's CSP nonce). "Use template" on a draft the
 * operator has written in inserts the template's words at the cursor (or over the selection) rather
 * than replacing the draft, and says so: set apart by a blank line above and below (the blank lines
 * and spaces around the cursor become one blank line each side), and under the greeting (the first
 * line) when the cursor is in the quoted message (its "> " lines and the "… wrote:" line over them).
 * An untouched draft, or a page without the script, posts the choice: the server replaces an
 * untouched draft and asks before replacing a written one. Typing marks the form as holding a
 * draft (`data-draft`): the phone's bar then offers "Send" first (lead-sticky-bar.tsx). A template
 * that gives the booking link (`data-drop-line`) takes the signature's own booking line out of the
 * draft: the link once.
 */
export const composeScript = `(function(){var f=document.getElementById("reply-compose");if(!f)return;var a=f.elements.namedItem("body"),s=f.elements.namedItem("template"),b=f.querySelector("[data-use-template]"),o=document.getElementById("template-status");if(!a)return;function mark(){f.setAttribute("data-draft","")}if(a.value!==a.defaultValue)mark();a.addEventListener("input",mark);function quote(v){var m=/(^|\\n)>/.exec(v);if(!m)return Infinity;var i=m.index+m[1].length;if(i<2)return i;var h=v.lastIndexOf("\\n",i-2)+1;return /:\\s*$/.test(v.slice(h,i-1))?h:i}if(!s||!b)return;b.addEventListener("click",function(e){if(a.value===a.defaultValue||!a.value.trim())return;var t=document.querySelector('template[data-reply-template="'+CSS.escape(s.value)+'"]');if(!t)return;e.preventDefault();var v=a.value,x=t.content.textContent.trim(),p=a.selectionStart,q=a.selectionEnd,z=quote(v);if(q>z)q=p;if(p>=z){var g=v.indexOf("\\n");p=q=g<0||g>=z?0:g}var before=v.slice(0,p).replace(/\\s+$/,""),after=v.slice(q).replace(/^\\s+/,""),lead=before?"\\n\\n":"",d=t.getAttribute("data-drop-line");function drop(w){return w.split("\\n").filter(function(l){return l!==d}).join("\\n")}if(d){before=drop(before);after=drop(after)}a.focus();a.setRangeText(before+lead+x+(after?"\\n\\n":"")+after,0,v.length,"end");var k=before.length+lead.length+x.length;a.setSelectionRange(k,k);mark();if(o)o.textContent=o.getAttribute("data-inserted")})})();`;

/**
 * Back from the mail app: "Reply from your mail app" leaves this page as it was (the mail app
 * opens over it), so the question "Did you reply?" the desk now asks would not show. Once the link
 * was followed and the window lost the operator (blur, or hidden), its return reloads the page.
 */
export const mailAppReturnScript = `(function(){var l=document.querySelector("a[data-mail-app]");if(!l)return;l.addEventListener("click",function(){var away=false;function gone(){away=true}function back(){if(away&&document.visibilityState==="visible")location.reload()}window.addEventListener("blur",gone);window.addEventListener("focus",back);document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")gone();else back()})})})();`;
