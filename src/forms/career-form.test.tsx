import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { field, pngFile, renderForm, stubFormEnv } from "./form-test-utils.fixture";

const send = vi.hoisted(() => vi.fn());
const uploadFile = vi.hoisted(() => vi.fn());
vi.mock("@emailjs/browser", () => ({ send }));
vi.mock("./transports/upload-file", () => ({ uploadFile }));

const RESUME_URL = "https://res.cloudinary.com/cloud-test/image/upload/v1/resume.png";
const CV = "CV (a PDF or a picture)";
const REFERENCE = /^[\dA-F]{4}-[\dA-F]{4}$/;

async function fillApplication(user: ReturnType<typeof renderForm>["user"], file = pngFile()) {
  await user.type(field("Full Name"), "Bikash Thapa");
  await user.type(field("Email Address"), "bikash@example.com");
  await user.type(field("Phone Number"), "+977 9811111111");
  await user.upload(field(CV), file);
  await user.type(field("Message (optional)"), "Interested in QA roles.");
}

const submit = () => screen.getByRole("button", { name: "Submit Application" });

beforeEach(() => {
  stubFormEnv();
  sessionStorage.clear();
  send.mockReset();
  uploadFile.mockReset();
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:preview");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("career application", () => {
  it("requires name, email, phone and the résumé, but not the message", async () => {
    const { user } = renderForm("career");
    await user.click(submit());
    expect(await screen.findByText("Please enter your full name.")).toBeInTheDocument();
    expect(screen.getByText("Please choose your CV: a PDF or a picture.")).toBeInTheDocument();
    expect(screen.queryByText(/Please enter your message/)).toBeNull();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it("refuses a file of 5 MB or more in red and keeps nothing", async () => {
    const { user } = renderForm("career");
    const big = new File([new Uint8Array(5 * 1024 * 1024)], "huge.png", { type: "image/png" });
    await user.upload(field(CV), big);
    const message = await screen.findByText("File too large. Please upload under 5MB.");
    expect(message).toHaveClass("text-red-700");
    expect((field(CV) as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("img", { name: /Preview/ })).toBeNull();
    // A choice made as the scripts start is seen twice (adopted, then its change event replayed by
    // React), the second time with the input the first emptied: the refusal stays in view.
    fireEvent.change(field(CV));
    expect(screen.getByText("File too large. Please upload under 5MB.")).toBeInTheDocument();
  });

  it("refuses a text file renamed .png or .pdf, by its content", async () => {
    const { user } = renderForm("career");
    for (const name of ["resume.png", "cv.pdf"]) {
      await user.upload(
        field(CV),
        new File(["hello"], name, { type: name.endsWith(".pdf") ? "application/pdf" : "image/png" }),
      );
      expect(await screen.findByText("Please choose a PDF or a picture (PNG, JPG, GIF or WebP).")).toBeInTheDocument();
      expect((field(CV) as HTMLInputElement).value).toBe("");
    }
    expect(screen.queryByRole("img", { name: /Preview/ })).toBeNull();
  });

  it("takes a CV as a PDF, showing its name, and uploads it as the file it is", async () => {
    uploadFile.mockResolvedValue("https://res.cloudinary.com/cloud-test/raw/upload/v1/cv.pdf");
    send.mockResolvedValue({ status: 200 });
    const { user } = renderForm("career");
    expect(field(CV)).toHaveAttribute("accept", expect.stringContaining("application/pdf"));
    const pdf = new File(["%PDF-1.7\n1 0 obj\n"], "Bikash Thapa CV.pdf", { type: "application/pdf" });
    await fillApplication(user, pdf);
    expect(await screen.findByText("Bikash Thapa CV.pdf")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /Preview/ })).toBeNull();
    await user.click(submit());
    expect(await screen.findByText("✅ Your application has been submitted successfully!")).toBeInTheDocument();
    const sent = uploadFile.mock.calls[0][0] as File;
    expect(sent.name).toBe(pdf.name);
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array(await pdf.arrayBuffer()));
    expect(send.mock.calls[0][2]).toMatchObject({
      resume: "https://res.cloudinary.com/cloud-test/raw/upload/v1/cv.pdf",
    });
  });

  it("uploads first, then sends the fields with the file's address, then replaces the form", async () => {
    let finishUpload: (url: string) => void = () => {};
    uploadFile.mockImplementation((_file: File, onProgress: (p: number) => void) => {
      onProgress(40);
      return new Promise((resolve) => (finishUpload = resolve));
    });
    send.mockResolvedValue({ status: 200 });
    const { user } = renderForm("career");
    await fillApplication(user);
    expect(await screen.findByRole("img", { name: "Preview of resume.png" })).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(screen.getByRole("progressbar")).toHaveAttribute("value", "40");
    await act(async () => finishUpload(RESUME_URL));
    expect(await screen.findByText("✅ Your application has been submitted successfully!")).toBeInTheDocument();
    expect(uploadFile.mock.calls[0][0]).toBeInstanceOf(File);
    expect(send).toHaveBeenCalledWith(
      "service-test",
      "careers-template",
      {
        name: "Bikash Thapa",
        email: "bikash@example.com",
        phone: "+977 9811111111",
        message: "Interested in QA roles.",
        resume: RESUME_URL,
        submission_id: expect.stringMatching(/^[\da-f-]{32,36}$/),
        reference: expect.stringMatching(REFERENCE),
        // The form's name, for the one template every form may share.
        form_name: "Job application",
        // Every answer in one text, the file's address among them, for a template that names no field.
        all_answers: expect.any(String),
      },
      { publicKey: "pk-test", blockHeadless: false },
    );
    const params = send.mock.calls[0]![2] as Record<string, string>;
    expect(params.all_answers).toBe(
      [
        `Reference: ${params.reference}`,
        "Full Name: Bikash Thapa",
        "Email Address: bikash@example.com",
        "Phone Number: +977 9811111111",
        `${CV}: ${RESUME_URL}`,
        "Message (optional): Interested in QA roles.",
      ].join("\n"),
    );
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("shows the generic error in red when the upload fails, keeps the form, and clears it on a new submit", async () => {
    uploadFile.mockRejectedValueOnce(new Error("Upload failed: network error"));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderForm("career");
    await fillApplication(user);
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("❌ Something went wrong. Please try again.");
    expect(alert).toHaveClass("bg-red-50");
    expect(String(log.mock.calls[0]?.[1])).toContain("Upload failed");
    expect(field("Full Name")).toHaveValue("Bikash Thapa");
    expect(send).not.toHaveBeenCalled();

    let finishUpload: (url: string) => void = () => {};
    uploadFile.mockImplementation(() => new Promise((resolve) => (finishUpload = resolve)));
    send.mockResolvedValue({ status: 200 });
    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    await act(async () => finishUpload(RESUME_URL));
    expect(await screen.findByText("✅ Your application has been submitted successfully!")).toBeInTheDocument();
  });

  it("shows the generic error when the e-mail service fails after the upload", async () => {
    uploadFile.mockResolvedValue(RESUME_URL);
    send.mockRejectedValue({ status: 403, text: "Forbidden" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderForm("career");
    await fillApplication(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("❌ Something went wrong. Please try again.");
    expect(field("Email Address")).toHaveValue("bikash@example.com");
  });
});
