# data blocks of the AWS provider: valid ones, and a missing required argument inside a set
# block, wrong types, unsupported arguments, nested blocks in aws_iam_policy_document;
# a data source and a resource type the provider does not have.
provider "aws" {
  region = "eu-west-1"
}

data "aws_caller_identity" "me" {}

data "aws_availability_zones" "ok" {
  state         = "available"
  exclude_names = ["eu-west-1c"]
}

data "aws_ami" "bad" {
  most_recent = "yes"
  owners      = "self"
  name        = "ubuntu"

  filter {
    name = "name"
  }

  filter {
    name   = "architecture"
    values = "x86_64"
  }
}

data "aws_iam_policy_document" "doc" {
  statement {
    effect    = "Allow"
    actions   = "s3:GetObject"
    resources = ["*"]

    principals {
      type = "AWS"
    }

    condition {
      test     = "StringEquals"
      variable = "aws:username"
      values   = "alice"
    }
  }

  statement {
    sid    = "Second"
    action = ["s3:PutObject"]
  }
}

data "aws_caller_identity" "with_arg" {
  account_id = "123456789012"
}

data "aws_vpc" "wrong_block" {
  default = true

  tags {
    Name = "main"
  }
}

data "aws_not_a_thing" "x" {
  name = "x"
}

resource "aws_not_a_thing" "y" {
  name = "y"
}

resource "aws_s3_bucket_object_lock" "z" {
  bucket = "z"
}
