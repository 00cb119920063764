location             = "West Europe 2"
resource_group_name  = "RG-Payments-Prod"
environment          = "production"
storage_account_name = "st-payments-prod-001"

account_replication_type = "zrs"

sku = {
  tier     = "Standard"
  capacity = 12
}

tags = {
  Owner = "payments-team"
}

subnets = {
  app = {
    address_prefixes = ["10.1.0.0/24"]
  }
  db = {
    address_prefixes  = ["10.1.1.0/24", "10.1.2.0/33"]
    service_endpoints = ["Microsoft.Sql", "Microsoft.Sql"]
  }
  aks = {
    address_prefixes = "10.1.16.0/20"
    delegation = {
      name    = "aks"
      service = "Microsoft.ContainerService/managedClusters"
    }
  }
}

diagnostic_settings = null

enable_telemetry = null

lock = {
  kind = "Delete"
}
