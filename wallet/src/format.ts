export const dateText = (iso: string) => new Date(iso).toLocaleDateString("el-GR", { day: "numeric", month: "short", year: "numeric" });
export const dateTimeText = (iso: string) => new Date(iso).toLocaleString("el-GR", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
