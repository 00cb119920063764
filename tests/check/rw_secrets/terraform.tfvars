db_password   = "a-long-enough-secret"
session_ttl   = "1 day"
admin_users = [
  { name = "alice", email = "alice@example.com", role = "admin" },
  { name = "bob", email = "bob(at)example.com" },
  { name = "carol" },
]
kms_key_id    = null
rotation_days = 45
allowed_ips   = ["192.0.2.0/24", "192.0.2.300/32"]
audit = {
  destination = "datadog"
}
secret_names = {
  db    = "prod/db/password"
  token = "prod/api token"
}
tls = {
  certificate = "-----BEGIN CERTIFICATE-----"
}
