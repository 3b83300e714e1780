// A list of job cards: one column on a phone, two from 640 px (the board's, a closed job's similar jobs).
import { JobCard, type JobCardData } from "./job-card";

/** `lite`: data saver's copy of the page (decision 114): no logos. */
export function JobList({ jobs, className = "", lite = false }: { jobs: JobCardData[]; className?: string; lite?: boolean }) {
  return (
    <ul className={`job-grid ${className}`}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} lite={lite} />
        </li>
      ))}
    </ul>
  );
}
