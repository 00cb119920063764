identifier            = "Orders-DB"
engine                = "postgresql"
instance_class        = "r6g.large"
allocated_storage     = 10
max_allocated_storage = 5
username              = "orders_admin"
password              = "correct-horse-battery-staple"
port                  = 80
backup_window         = "3:00-4:00"
backup_retention_period = 90

parameters = [
  { name = "log_min_duration_statement", value = 500 },
  { name = "rds.force_ssl", value = "1", apply_method = "reboot" },
]

multi_az = "true"

performance_insights = {
  enabled          = true
  retention_period = 30
}

engine_version = 16.3
storage_type   = "gp3"
