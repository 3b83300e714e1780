// `npm run images:rehost`: a by-hand run of the daily re-hosting of outside logo and card-image addresses
// stored before decision 054 (scripts/run-task.ts says where it runs).
import { runTask } from "./run-task";

await runTask("images.rehost");
