// The admins' list of refused adverts: a page of it.
import { z } from "zod";
import { pageQuery } from "./admin-lists";

export const refusalListSchema = z.object(pageQuery);
