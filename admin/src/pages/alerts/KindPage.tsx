// One kind's three routes (resources.tsx): the list, /new and /edit/{id}.
import { lazy } from "react";
import { useLocation, useParams } from "react-router-dom";
import type { AlertType } from "./kinds";

const SubmissionsList = lazy(() => import("./list"));
const NewSubmissionPage = lazy(() => import("./form").then((module) => ({ default: module.NewSubmissionPage })));
const EditSubmissionPage = lazy(() => import("./form").then((module) => ({ default: module.EditSubmissionPage })));

export function KindPage({ type }: { type: AlertType }) {
  const { id } = useParams<{ id: string }>();
  const { pathname } = useLocation();
  if (id) return <EditSubmissionPage key={id} type={type} id={id} />;
  if (pathname.endsWith("/new")) return <NewSubmissionPage type={type} />;
  return <SubmissionsList type={type} />;
}
