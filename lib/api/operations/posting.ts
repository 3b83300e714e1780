import { z } from "zod";
import {
  extendedJobSchema,
  finishedPaymentSchema,
  messageAnswerSchema,
  planCheckSchema,
  postedJobSchema,
  startedExtensionSchema,
  startedJobPaymentSchema,
} from "@/lib/schemas/answers";
import { ownJobSchema } from "@/lib/schemas/admin-answers";
import { editedJobSchema } from "@/lib/schemas/answers";
import { defineOperation, json, none, idParam, tokenParam } from "../operation";
import { completeExtensionSchema, employerJobEditSchema, extendJobSchema } from "@/lib/schemas/employer-jobs";
import { createJobSchema, demoConfirmSchema, finishPaymentSchema, paymentIntentSchema, validatePlanSchema } from "@/lib/schemas/job-draft";
import { finalizeUploadSchema } from "@/lib/schemas/uploads";

export const postValidatePlan = defineOperation({
  method: "post",
  path: "/api/validate-plan",
  summary: "Does the plan cover the application window? Which plan would?",
  tag: "Posting",
  access: "public",
  body: json(validatePlanSchema),
  response: planCheckSchema,
});

export const postCreatePaymentIntent = defineOperation({
  method: "post",
  path: "/api/create-payment-intent",
  summary:
    "Start paying for a plan; the server sets the price (503 when payments are not set up). The compliance gate reads the draft first: a refusal is 400 with code policy, field and rule, before any money moves; warnings come back with the payment",
  tag: "Posting",
  access: "signed-in",
  body: json(paymentIntentSchema),
  errors: [403, 429, 503],
  response: startedJobPaymentSchema,
});

export const postPaymentsDemoConfirm = defineOperation({
  method: "post",
  path: "/api/payments/demo/confirm",
  summary: "Test-mode card payment (4242… succeeds, 4000 0000 0000 0002 is declined)",
  tag: "Posting",
  access: "signed-in",
  body: json(demoConfirmSchema),
  errors: [402, 404, 429, 503],
  response: z.object({ status: z.string() }),
});

export const postPaymentsFinish = defineOperation({
  method: "post",
  path: "/api/payments/finish",
  summary:
    "Checkout's return: the payment's status as the provider reports it (succeeded, processing, requires_action, failed); on success the job is posted or extended, once",
  tag: "Posting",
  access: "signed-in",
  body: json(finishPaymentSchema),
  errors: [402, 404, 503],
  response: finishedPaymentSchema,
});

export const postJobs = defineOperation({
  method: "post",
  path: "/api/jobs",
  summary: "Create the paid job for a succeeded payment",
  tag: "Posting",
  access: "signed-in",
  body: json(createJobSchema),
  success: 201,
  errors: [402, 403, 404, 409, 429, 503],
  response: postedJobSchema,
  alsoSucceeds: { 200: postedJobSchema },
});

export const postObjectsUpload = defineOperation({
  method: "post",
  path: "/api/objects/upload",
  summary: "A signed, single-use URL to PUT one image to",
  tag: "Posting",
  access: "signed-in",
  body: none,
  errors: [429],
  response: z.object({ uploadURL: z.string() }),
});

export const putObjectsUploadToken = defineOperation({
  method: "put",
  path: "/api/objects/upload/{token}",
  summary: "Store an image sent to a signed upload URL (5 MB, images only)",
  tag: "Posting",
  access: "public",
  params: tokenParam,
  body: { kind: "binary", mediaType: "image/*" },
  errors: [413, 415],
  response: z.object({ objectPath: z.string() }),
});

export const putObjectsFinalize = defineOperation({
  method: "put",
  path: "/api/objects/finalize",
  summary: "Confirm an upload; answers the path the image is served from",
  tag: "Posting",
  access: "signed-in",
  body: json(finalizeUploadSchema),
  errors: [404],
  response: z.object({ objectPath: z.string() }),
});

export const getUserJobs = defineOperation({
  method: "get",
  path: "/api/user/jobs",
  summary: "The signed-in employer's postings with views and clicks",
  tag: "Posting",
  access: "signed-in",
  body: none,
  response: z.array(ownJobSchema),
});

export const deleteUserJobsId = defineOperation({
  method: "delete",
  path: "/api/user/jobs/{id}",
  summary: "Archive one of the signed-in employer's postings",
  tag: "Posting",
  access: "signed-in",
  params: idParam,
  notFound: "Job not found",
  body: none,
  response: messageAnswerSchema,
});

export const patchUserJobsId = defineOperation({
  method: "patch",
  path: "/api/user/jobs/{id}",
  summary: "Edit one of the signed-in employer's postings (fields that do not change the price)",
  tag: "Posting",
  access: "signed-in",
  params: idParam,
  notFound: "Job not found",
  body: json(employerJobEditSchema),
  errors: [429],
  response: editedJobSchema,
});

export const postUserJobsIdReactivate = defineOperation({
  method: "post",
  path: "/api/user/jobs/{id}/reactivate",
  summary: "List again an archived posting within its paid term; 409 when a takedown, refund, dispute or its end keeps it off",
  tag: "Posting",
  access: "signed-in",
  params: idParam,
  notFound: "Job not found",
  body: none,
  errors: [409],
  response: messageAnswerSchema,
});

export const postUserJobsIdExtend = defineOperation({
  method: "post",
  path: "/api/user/jobs/{id}/extend",
  summary:
    "Start paying to extend a posting to a later closing date; the server prices it (409 for a job taken down, refunded or disputed)",
  tag: "Posting",
  access: "signed-in",
  params: idParam,
  notFound: "Job not found",
  body: json(extendJobSchema),
  errors: [403, 409, 429],
  response: startedExtensionSchema,
});

export const postUserJobsIdExtendConfirm = defineOperation({
  method: "post",
  path: "/api/user/jobs/{id}/extend/confirm",
  summary: "Apply a paid extension to the posting",
  tag: "Posting",
  access: "signed-in",
  params: idParam,
  notFound: "Job not found",
  body: json(completeExtensionSchema),
  errors: [402],
  response: extendedJobSchema,
});

export const postWebhooksStripe = defineOperation({
  method: "post",
  path: "/api/webhooks/stripe",
  summary: "Stripe's events, signature-checked (404 when Stripe is not configured)",
  tag: "Posting",
  access: "stripe",
  body: { kind: "binary", mediaType: "application/json" },
  errors: [404, 413],
  response: z.object({ received: z.boolean(), outcome: z.enum(["duplicate", "ignored", "updated", "job-created", "payment-issue"]) }),
});
