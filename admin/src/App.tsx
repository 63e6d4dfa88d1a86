// Top-level routes. Every page is its own chunk: sign-in never downloads Refine or the admin layout.
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { Spinner } from "./components/Spinner";

const SignIn = lazy(() => import("./pages/auth/signin"));
const SignOut = lazy(() => import("./pages/auth/signout"));
const SetPassword = lazy(() => import("./pages/auth/set-password"));
const AuthError = lazy(() => import("./pages/auth/error"));
const AdminApp = lazy(() => import("./AdminApp"));

export function App() {
  return (
    <Suspense fallback={<Spinner fullScreen />}>
      <Routes>
        <Route path="/auth/signin" element={<SignIn />} />
        <Route path="/auth/signout" element={<SignOut />} />
        <Route path="/auth/set-password" element={<SetPassword />} />
        <Route path="/auth/error" element={<AuthError />} />
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </Suspense>
  );
}
