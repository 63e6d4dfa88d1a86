import "antd/dist/reset.css";
import "./styles.css";
import dayjs from "dayjs";
import "dayjs/locale/el";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { reportUncaughtErrors } from "./session/log";
import { SessionProvider } from "./session/SessionProvider";
import { cssVariables } from "./brand";
import { hideIconNames } from "./lib/screenReader";

dayjs.locale("el");
for (const [name, value] of Object.entries(cssVariables)) document.documentElement.style.setProperty(name, value);
reportUncaughtErrors();
hideIconNames(document.body);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <SessionProvider>
          <App />
        </SessionProvider>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
);
