/**
 * The lead page's only script (inline, under the page's CSP nonce): "Use template" on a draft the
 * operator has written in inserts the template's words at the cursor (or over the selection) rather
 * than replacing the draft, and says so. An untouched draft, or a page without the script, posts
 * the choice: the server replaces an untouched draft and asks before replacing a written one.
 */
export const composeScript = `(function(){var f=document.getElementById("reply-compose");if(!f)return;var a=f.elements.namedItem("body"),s=f.elements.namedItem("template"),b=f.querySelector("[data-use-template]"),o=document.getElementById("template-status");if(!a||!s||!b)return;b.addEventListener("click",function(e){if(a.value===a.defaultValue||!a.value.trim())return;var t=document.querySelector('template[data-reply-template="'+CSS.escape(s.value)+'"]');if(!t)return;e.preventDefault();var x=t.content.textContent,p=a.selectionStart,q=a.selectionEnd;a.focus();a.setRangeText(x,p,q,"end");if(o)o.textContent=o.getAttribute("data-inserted")})})();`;

/**
 * Back from the mail app: "Reply from your mail app" leaves this page as it was (the mail app
 * opens over it), so the question "Did you reply?" the desk now asks would not show. Once the link
 * was followed and the window lost the operator (blur, or hidden), its return reloads the page.
 */
export const mailAppReturnScript = `(function(){var l=document.querySelector("a[data-mail-app]");if(!l)return;l.addEventListener("click",function(){var away=false;function gone(){away=true}function back(){if(away&&document.visibilityState==="visible")location.reload()}window.addEventListener("blur",gone);window.addEventListener("focus",back);document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")gone();else back()})})})();`;
