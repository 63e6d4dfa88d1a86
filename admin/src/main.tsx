import "antd/dist/reset.css";
import "./styles.css";
import { ConfigProvider } from "antd";
import el_GR from "antd/es/locale/el_GR";
import dayjs from "dayjs";
import "dayjs/locale/el";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { reportUncaughtErrors } from "./session/log";
import { SessionProvider } from "./session/SessionProvider";
import { theme } from "./theme";

dayjs.locale("el");
reportUncaughtErrors();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ConfigProvider locale={el_GR} theme={theme}>
      <ErrorBoundary>
        <BrowserRouter>
          <SessionProvider>
            <App />
          </SessionProvider>
        </BrowserRouter>
      </ErrorBoundary>
    </ConfigProvider>
  </StrictMode>,
);
