cluster_name    = "-prod-cluster"
cluster_version = "1.27"

cluster_endpoint_public_access_cidrs = ["203.0.113.0/24", "198.51.100.7"]

eks_managed_node_groups = {
  general = {
    instance_types = ["m6i.large", "m6i.xlarge"]
    min_size       = 2
    max_size       = 5
    desired_size   = 1
  }
  spot = {
    capacity_type = "spot"
    taints = {
      dedicated = {
        key    = "dedicated"
        value  = "gpu"
        effect = "NoSchedule"
      }
    }
  }
  system = {
    block_device = {
      volume_size = "large"
    }
  }
}

access_entries = {
  admin = {
    principal_arn = "arn:aws:iam::12345:role/admin"
  }
}

cluster_addons = {
  coredns = {
    most_recent = "latest"
  }
  vpc-cni = {
    resolve_conflicts = "OVERWRITE"
    before_compute    = true
  }
}

authentication_mode = "IAM"

cloudwatch_log_group_retention_in_days = 10

kms_key_administrators = null
