ALTER TABLE "blitz_sends" RENAME COLUMN "ny_day" TO "local_day";
