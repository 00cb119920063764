# aws_s3_bucket nested blocks: too many list blocks with max_items 1, a missing list block
# with min_items 1 (two levels deep), a missing set block with min_items 1, a duplicated
# single-nesting block (timeouts), missing required arguments in nested blocks, wrong types
# in nested blocks.
provider "aws" {
  region = "eu-west-1"
}

resource "aws_s3_bucket" "versioning_twice" {
  bucket = "a"

  versioning {
    enabled = true
  }

  versioning {
    enabled = false
  }
}

resource "aws_s3_bucket" "sse_without_rule" {
  bucket = "b"

  server_side_encryption_configuration {
  }
}

resource "aws_s3_bucket" "sse_rule_without_default" {
  bucket = "c"

  server_side_encryption_configuration {
    rule {
      bucket_key_enabled = true
    }
  }
}

resource "aws_s3_bucket" "replication_without_rules" {
  bucket = "d"

  replication_configuration {
    role = "arn:aws:iam::123456789012:role/replication"
  }
}

resource "aws_s3_bucket" "replication_rule_without_destination" {
  bucket = "e"

  replication_configuration {
    role = "arn:aws:iam::123456789012:role/replication"
    rules {
      status = "Enabled"
    }
  }
}

resource "aws_s3_bucket" "timeouts_twice" {
  bucket = "f"

  timeouts {
    create = "5m"
  }

  timeouts {
    delete = "5m"
  }
}

resource "aws_s3_bucket" "nested_required" {
  bucket = "g"

  lifecycle_rule {
    id = "expire"
    expiration {
      days = 30
    }
  }

  cors_rule {
    allowed_origins = ["*"]
  }

  logging {
    target_prefix = "log/"
  }
}

resource "aws_s3_bucket" "nested_types" {
  bucket = "h"

  grant {
    type        = "CanonicalUser"
    permissions = "READ"
  }

  lifecycle_rule {
    enabled                                = "sometimes"
    abort_incomplete_multipart_upload_days = "seven"
    expiration {
      days = 30
    }
    expiration {
      days = 60
    }
  }

  website {
    index_document = ["index.html"]
  }
}

resource "aws_s3_bucket_versioning" "missing_configuration" {
  bucket = "i"
}
