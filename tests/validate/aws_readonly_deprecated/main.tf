# Provider-side checks imitated by mockprov on AWS resources that pass core's checks:
# computed-only attributes set (error), deprecated attributes set (warning), both at once,
# inside list and set nested blocks (attribute paths with and without an index), in a data
# source and in a provider configuration. A resource with a core error hides its own
# provider-side findings.
provider "aws" {
  region              = "eu-west-1"
  s3_force_path_style = true
}

resource "aws_s3_bucket" "deprecated" {
  bucket = "deprecated"
  acl    = "private"
  policy = "{}"
}

resource "aws_s3_bucket" "readonly" {
  bucket             = "readonly"
  bucket_domain_name = "x.s3.amazonaws.com"
  region             = "eu-west-1"
  website_endpoint   = "http://x"
}

resource "aws_s3_bucket" "nested_list" {
  bucket = "nested"

  object_lock_configuration {
    object_lock_enabled = "Enabled"
  }
}

resource "aws_vpc" "classic" {
  cidr_block         = "10.0.0.0/16"
  enable_classiclink = false
  owner_id           = "123456789012"
}

resource "aws_instance" "nested_set" {
  ami           = "ami-123"
  instance_type = "t3.micro"
  arn           = "arn:x"

  ebs_block_device {
    device_name = "/dev/sdb"
    volume_id   = "vol-123"
  }

  root_block_device {
    device_name = "/dev/sda1"
  }
}

resource "aws_s3_bucket" "hidden" {
  bucket        = "hidden"
  acl           = "private"
  force_destroy = "sometimes"
}

data "aws_iam_policy_document" "old" {
  source_json = "{}"
  json        = "{}"
}

data "aws_vpc" "computed_in_data" {
  main_route_table_id = "rtb-123"
}
