// antd's configuration and its <App> (themed message, notification and modal) around the screens built
// with antd. Loaded with those screens only: the shell, the home page and the counter use no antd, so
// their first load does not carry it.
import { App as AntdApp } from "antd";
import type { ReactNode } from "react";
import { AdminConfig } from "./AdminConfig";

export default function AntdScope({ children }: { children: ReactNode }) {
  return (
    <AdminConfig>
      <AntdApp>{children}</AntdApp>
    </AdminConfig>
  );
}
