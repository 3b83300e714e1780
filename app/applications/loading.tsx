export { default } from "../post-job/loading";
