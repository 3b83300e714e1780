// A list of job cards: one column on a phone, two from 640 px (the board's, a closed job's similar jobs).
import { JobCard, type JobCardData } from "./job-card";

export function JobList({ jobs, className = "" }: { jobs: JobCardData[]; className?: string }) {
  return (
    <ul className={`job-grid ${className}`}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
