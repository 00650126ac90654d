import { OUTBOX_PATH, uploadConfig } from "./config";
import { ServiceError } from "./service-error";
import { sniffFile } from "../sniff-file";

/**
 * Uploads a file with the media service's unsigned preset (or to the local outbox when it is not
 * configured), as the file it is: a picture as an image, a PDF as a raw file, which the service keeps
 * and delivers byte for byte (its PDF delivery as an image is off on new accounts). Reports progress
 * from 0 to 100, and resolves with the file's public address; rejects with a ServiceError (status 0
 * when no answer came).
 */
export async function uploadFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  const config = uploadConfig();
  const kind = (await sniffFile(file, "image")) ? "image" : "raw";
  const endpoint = config
    ? `https://api.cloudinary.com/v1_1/${encodeURIComponent(config.cloudName)}/${kind}/upload`
    : `${OUTBOX_PATH}/upload`;
  const body = new FormData();
  body.append("file", file);
  body.append("upload_preset", config?.uploadPreset ?? "local");

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", endpoint);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      const url = (request.response as { secure_url?: unknown } | null)?.secure_url;
      if (request.status >= 200 && request.status < 300 && typeof url === "string") {
        onProgress(100);
        resolve(url);
      } else {
        reject(new ServiceError(`Upload failed: the upload service answered ${request.status}`, request.status));
      }
    });
    request.addEventListener("error", () => reject(new ServiceError("Upload failed: network error", 0)));
    request.addEventListener("abort", () => reject(new ServiceError("Upload failed: aborted", 0)));
    request.send(body);
  });
}
