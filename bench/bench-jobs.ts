// The benchmark's jobs: deterministic rows built in SQL from the row number, so a million load in about a
// minute on Postgres. The jobs table's indexes are dropped for the load and built afterwards: building a
// B-tree or GIN index once over sorted input is several times faster than updating it row by row.
import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client";
import { resultRows } from "../server/db/result-rows";

const insertJobs = (count: number) =>
  sql.raw(`
  insert into jobs (title, company, location, salary_min, salary_max, description, category, danger_level,
    contract_type, rotation, tickets, travel_paid, visa_sponsorship, work_arrangement, application_url, application_closing_date,
    expires_at, start_date, plan_type, created_at, display_order, apply_clicks, is_active, is_featured)
  select
    (array['Offshore','Subsea','Senior','Lead','Night Shift','Rotational','Remote','Arctic'])[1 + (i * 7) % 8] || ' ' ||
    (array['Driller','Rope Access Technician','Saturation Diver','Medic','Blast Engineer','Crane Operator',
      'Wind Turbine Technician','Logistics Coordinator','Geologist','Hazmat Specialist','Security Advisor','Station Chef'])[1 + (i * 13) % 12],
    'Company ' || (i % 2000),
    (array['North Sea, United Kingdom (offshore rig)','Gulf of Mexico, United States','Pilbara, Western Australia',
      'Svalbard, Norway','Rothera, Antarctica','Nuuk, Greenland','Atacama Desert, Chile (copper mine)',
      'Baltic Sea, Poland (offshore wind)','Aberdeen, United Kingdom','Fort McMurray, Alberta, Canada'])[1 + (i * 17) % 10],
    80000 + (i * 37 % 200) * 1000,
    80000 + (i * 37 % 200) * 1000 + (i % 60) * 1000,
    'Rotational role on a remote site with hazard pay, flights and full board. ' ||
      (array['Maintain drilling equipment and mud systems.','Inspect turbine blades on rope access.',
        'Run bell dives and decompression schedules.','Plan explosives loading for open pit benches.',
        'Coordinate helicopter and supply vessel logistics.','Provide emergency medical cover for the crew.'])[1 + (i * 11) % 6] ||
      case when i % 1000 = 7 then ' Hyperbaric welding experience essential.' else '' end,
    (array['oil-gas','mining','construction','logistics','research','adventure-tourism','wind-energy',
      'disaster-relief','security-defense','chemical-hazmat'])[1 + (i * 3) % 10],
    (array['low','medium','high','extreme'])[1 + i % 4]::danger_level,
    (array['full-time','part-time','contract','freelance','internship'])[1 + i % 5]::contract_type,
    -- Like real adverts, some say nothing about rotation, tickets or travel.
    (array['2-2','3-3','4-4','28-28','fifo','on-site',null])[1 + (i * 5) % 7],
    case when i % 4 = 0 then null
      else array[(array['bosiet-foet','huet-ca-ebs','gwo-bst','irata-sprat','opito','stcw','first-aid'])[1 + i % 7],
        (array['bosiet-foet','huet-ca-ebs','gwo-bst','irata-sprat','opito','stcw','first-aid'])[1 + (i * 3 + 1) % 7]] end,
    case i % 3 when 0 then true when 1 then false end,
    case i % 5 when 0 then true when 1 then false end,
    -- The arrangement of each place above, and a few home-based jobs: the rare value a filter must find.
    case when i % 50 = 0 then 'fully-remote'
      else (array['offshore','offshore','remote-site','remote-site','remote-site','remote-site','remote-site','offshore','on-site',
        'remote-site'])[1 + (i * 17) % 10] end,
    'https://careers.example/jobs/' || i,
    -- Prime periods for the dates, so no filter above (a function of i modulo 10 or less) lines up with them.
    now() + ((i % 173) + 1) * interval '1 day',
    now() + ((i % 173) + 1) * interval '1 day',
    -- About a third name no start; the rest start from a fortnight ago to four months ahead.
    case when i % 11 >= 4 then now() + ((i * 19) % 137 - 14) * interval '1 day' end,
    (array['starter','professional','premium'])[1 + i % 3]::plan_type,
    now() - (i % 367) * interval '1 day' - (i % 1439) * interval '1 minute',
    case when i % 500 = 0 then 10 else 0 end,
    (i * 31) % 97,
    i % 20 <> 0,
    i % 3 = 2 and i % 7 = 0
  from generate_series(1, ${count}) as i`);

/** Fills the (migrated, empty) jobs table with `count` jobs, 95 % of them listed. */
export async function loadJobs(db: Db, count: number): Promise<void> {
  const indexes = await db.execute<{ name: string; definition: string }>(
    // Indexes behind a constraint (the primary key, unique payment ids) stay.
    sql`select indexname as name, indexdef as definition from pg_indexes i
        where tablename = 'jobs' and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  const rows = resultRows<{ name: string; definition: string }>(indexes);
  for (const { name } of rows) await db.execute(sql.raw(`drop index "${name}"`));
  await db.execute(insertJobs(count));
  for (const { definition } of rows) await db.execute(sql.raw(definition));
  await db.execute(sql`vacuum analyze jobs`);
}
