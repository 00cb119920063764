name               = "web-frontend-production-loadbalancer"
load_balancer_type = "classic"

listeners = {
  http = {
    port     = 80
    protocol = "HTTP"
    redirect = {
      status_code = "HTTP_308"
    }
  }
  https = {
    port     = 443
    protocol = "HTTPS"
    forward = {
      target_group = "web"
    }
  }
}

target_groups = {
  web = {
    port        = 8080
    target_type = "container"
    health_check = {
      path     = "healthz"
      interval = 1
    }
  }
  api = {
    port = "http"
  }
}

idle_timeout = "60s"

access_logs = {
  prefix = "alb"
}

security_group_ingress_rules = {
  https = {
    from_port = 443
    to_port   = 80
    cidr_ipv4 = "0.0.0.0/0"
  }
  office = {
    from_port = 22
    to_port   = 22
    cidr_ipv4 = "192.168.1.10"
  }
}

enable_deletion_protection = "false"
