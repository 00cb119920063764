bucket        = "xn--company-logs"
force_destroy = "false"

versioning = {
  enabled = "Enabled"
}

lifecycle_rule = [
  {
    id = "logs"
    transition = [
      { days = 30, storage_class = "STANDARD_IA" },
      { days = 90, storage_class = "GLACIER_FLEXIBLE" },
    ]
    expiration = { days = 365 }
  },
  {
    id = "logs"
    filter = {
      prefix = "tmp/"
    }
  },
  {
    enabled = false
  },
]

cors_rule = [
  {
    allowed_methods = ["GET", "OPTIONS"]
    allowed_origins = ["https://example.com"]
  },
  {
    allowed_methods = ["PUT"]
    allowed_origins = "https://upload.example.com"
  }
]

object_ownership = "BucketOwner"

server_side_encryption = {
  sse_algorithm = "aws:kms"
}

logging = {
  target_prefix = "log/"
}
