import { Route, Routes } from "react-router-dom";
import { DocumentRoute } from "./document-route";
import { Layout } from "./layout";

/** Every address is answered by the page documents: the route table itself is data. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<DocumentRoute />} />
      </Route>
    </Routes>
  );
}
