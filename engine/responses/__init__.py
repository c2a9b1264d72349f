"""Survey responses: start, submit (scored and counted), report, comparison, list, delete."""
