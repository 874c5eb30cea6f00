import { StyleSheet } from "@react-pdf/renderer";

/**
 * Styles of the compliance report PDF (A4 portrait, PDF standard fonts only: no font files to ship or fetch).
 * lineHeight is set per style, never on the page (an inherited page lineHeight makes the layout engine drop the fixed
 * footer's page-number text), and always next to an explicit fontSize: a unitless lineHeight is resolved against the
 * style's own fontSize, or the 18 pt default when it has none (seen with @react-pdf/renderer 4.9).
 */

export const LEVEL_COLORS: Record<string, string> = { Low: "#2e7d32", Medium: "#9a6700", High: "#c2410c", Critical: "#b91c1c" };
export const INK = "#1f2937";
export const MUTED = "#6b7280";
export const BRAND = "#1f3a5f";
export const RULE = "#d1d5db";

export const s = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 56, paddingHorizontal: 40, fontFamily: "Helvetica", fontSize: 9, color: INK },
  brandBar: { flexDirection: "row", justifyContent: "space-between", borderBottom: `2pt solid ${BRAND}`, paddingBottom: 6, marginBottom: 28 },
  brand: { fontFamily: "Helvetica-Bold", fontSize: 14, color: BRAND },
  brandNote: { fontSize: 9, color: MUTED, marginTop: 4 },
  kicker: { fontSize: 10, color: MUTED, textTransform: "uppercase", letterSpacing: 1, marginBottom: 6 },
  company: { fontFamily: "Helvetica-Bold", fontSize: 26, color: INK, marginBottom: 6 },
  subtitle: { fontSize: 10, color: MUTED, marginBottom: 24 },
  riskBox: { flexDirection: "row", border: `1pt solid ${RULE}`, borderRadius: 4, padding: 16, marginBottom: 24 },
  riskScore: { fontFamily: "Helvetica-Bold", fontSize: 40, lineHeight: 1 },
  riskOutOf: { fontSize: 12, color: MUTED, marginTop: 26, marginLeft: 4 },
  riskRight: { marginLeft: 24, flexGrow: 1, flexBasis: 0 },
  riskLevel: { fontFamily: "Helvetica-Bold", fontSize: 18, marginBottom: 4 },
  h1: { fontFamily: "Helvetica-Bold", fontSize: 15, color: BRAND, marginBottom: 10 },
  h2: { fontFamily: "Helvetica-Bold", fontSize: 11, color: BRAND, marginTop: 14, marginBottom: 6 },
  para: { marginBottom: 6, fontSize: 9, lineHeight: 1.3 },
  small: { fontSize: 7.5, color: MUTED, lineHeight: 1.3 },
  kv: { flexDirection: "row", borderBottom: `0.5pt solid ${RULE}`, paddingVertical: 3 },
  kvKey: { width: "30%", color: MUTED },
  kvValue: { width: "70%", fontSize: 9, lineHeight: 1.3 },
  countRow: { flexDirection: "row", marginTop: 4 },
  countCell: { flexGrow: 1, flexBasis: 0, border: `0.5pt solid ${RULE}`, padding: 6, marginRight: 6 },
  countNumber: { fontFamily: "Helvetica-Bold", fontSize: 16 },
  tableHead: { flexDirection: "row", backgroundColor: BRAND, color: "#ffffff", fontFamily: "Helvetica-Bold", fontSize: 8, paddingVertical: 4, paddingHorizontal: 4 },
  layerHead: { fontFamily: "Helvetica-Bold", fontSize: 10, color: BRAND, marginTop: 10, marginBottom: 2, paddingBottom: 2, borderBottom: `1pt solid ${BRAND}` },
  row: { borderBottom: `0.5pt solid ${RULE}`, paddingVertical: 5, paddingHorizontal: 4 },
  rowCols: { flexDirection: "row" },
  colLaw: { width: "24%", paddingRight: 6, fontSize: 9, lineHeight: 1.3 },
  colDuty: { width: "42%", paddingRight: 6, fontSize: 9, lineHeight: 1.3 },
  colCite: { width: "17%", paddingRight: 6, fontSize: 9, lineHeight: 1.3 },
  colWhen: { width: "17%", fontSize: 9, lineHeight: 1.3 },
  bold: { fontFamily: "Helvetica-Bold" },
  italic: { fontFamily: "Helvetica-Oblique" },
  source: { fontSize: 6.5, color: MUTED, marginTop: 3 },
  link: { color: "#1d4ed8", textDecoration: "none" },
  factorRow: { flexDirection: "row", borderBottom: `0.5pt solid ${RULE}`, paddingVertical: 3 },
  factorName: { width: "30%" },
  factorPoints: { width: "10%", fontFamily: "Helvetica-Bold", textAlign: "right", paddingRight: 10 },
  factorDetail: { width: "60%", fontSize: 9, lineHeight: 1.3 },
  footerText: { flexGrow: 1, flexBasis: 0, paddingRight: 8 },
  footerPage: { width: 70, textAlign: "right" },
  footer: { position: "absolute", bottom: 22, left: 40, right: 40, flexDirection: "row", justifyContent: "space-between", fontSize: 7, color: MUTED, borderTop: `0.5pt solid ${RULE}`, paddingTop: 4 },
});
