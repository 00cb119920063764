app_name  = "Checkout_Service"
namespace = 42

image = {
  repository  = "registry.example.com/checkout"
  pull_policy = "always"
}

replicas = 1.5

resources = {
  requests = { cpu = "0.5", memory = "256Mi" }
  limits   = { cpu = "1", memory = "512Mi", gpu = "1" }
}

env = {
  LOG_LEVEL    = "info"
  "db-host"    = "postgres.internal"
  FEATURE_FLAG = true
}

ports = [
  { name = "http", container_port = 8080 },
  { name = "metrics-prometheus", container_port = 9090 },
  { name = "grpc", container_port = 70000, protocol = "TCP" },
]

probes = {
  liveness = { path = "", period = 0 }
}

annotations = {
  "prometheus.io/scrape" = true
  "prometheus.io/port"   = { value = "9090" }
}

service_type = "Ingress"

autoscaling = {
  enabled      = true
  min_replicas = 6
  target_cpu   = 120
}
