import { site } from "../app/site";

/**
 * An Open Graph image, drawn by satori (flexbox only, inline styles): the logo and brand, the
 * page's title in its language, the three service lines.
 */
export function ShareCard({ headline, logo }: { headline: string; logo: string }) {
  const size = headline.length > 70 ? 52 : headline.length > 40 ? 60 : 68;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        color: "#ffffff",
        fontFamily: "Inter",
        backgroundImage: "linear-gradient(135deg, #172a6b 0%, #1f3bb0 100%)",
      }}
    >
      {/* Margins, not padding: padding would add to the full-size box here. */}
      <div style={{ flex: 1, display: "flex", flexDirection: "column", justifyContent: "space-between", margin: "80px 90px" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 28 }}>
          <img src={logo} width={84} height={84} alt="" style={{ borderRadius: 20 }} />
          <div style={{ fontSize: 52, fontWeight: 700 }}>{site.brand}</div>
        </div>
        <div style={{ display: "flex", fontSize: size, fontWeight: 700, lineHeight: 1.15, maxWidth: 1020 }}>{headline}</div>
        <div style={{ display: "flex", fontSize: 30, color: "#dbe6fe" }}>Labs · Pulse · Ops</div>
      </div>
    </div>
  );
}
