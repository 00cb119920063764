# provider "aws" blocks checked against the AWS provider schema: wrong types, unsupported
# arguments (with a suggestion), too many blocks, an unsupported block type, errors inside a
# nested block; a valid aliased provider used by a resource; an unused aliased provider with
# errors, which is not checked.
provider "aws" {
  region      = ["eu-west-1"]
  max_retries = "many"
  insecure    = "no"
  acess_key   = "AKIA"

  assume_role {
    role_arn = "arn:aws:iam::123456789012:role/a"
  }

  assume_role {
    role_arn = "arn:aws:iam::123456789012:role/b"
  }

  default_tags {
    tags = "team=platform"
  }

  features {}
}

provider "aws" {
  alias  = "west"
  region = "us-west-2"

  assume_role {
    role_arn     = "arn:aws:iam::123456789012:role/deploy"
    session_name = "tycon"
    duration     = "1h"
  }

  ignore_tags {
    key_prefixes = ["kubernetes.io/"]
  }
}

provider "aws" {
  alias = "nested"

  assume_role {
    role     = "arn:aws:iam::123456789012:role/x"
    tags     = ["a"]
  }

  endpoints {
    s3            = "http://localhost:4566"
    secretsmanagr = "http://localhost:4566"
  }
}

provider "aws" {
  alias  = "unused"
  region = 42
  bogus  = true
}

resource "aws_s3_bucket" "default" {
  bucket = "default"
}

resource "aws_s3_bucket" "west" {
  provider = aws.west
  bucket   = "west"
}

resource "aws_s3_bucket" "nested" {
  provider = aws.nested
  bucket   = "nested"
}
