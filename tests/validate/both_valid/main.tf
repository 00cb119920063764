# Two providers in one configuration (example/toy and hashicorp/aws), valid: references
# across providers, an aliased provider of each, a toy data source feeding an AWS resource.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
    aws = {
      source = "hashicorp/aws"
    }
  }
}

provider "aws" {
  region = "eu-west-1"
}

provider "aws" {
  alias  = "us"
  region = "us-east-1"
}

provider "toy" {
  region = "eu-west-1"
}

provider "toy" {
  alias = "backup"
}

data "toy_lookup" "bucket_name" {
  q = "bucket"
}

resource "aws_s3_bucket" "b" {
  bucket = data.toy_lookup.bucket_name.out
  tags   = { Owner = "toy" }
}

resource "aws_s3_bucket" "us" {
  provider = aws.us
  bucket   = "${aws_s3_bucket.b.bucket}-us"
}

resource "toy_thing" "mirror" {
  name = aws_s3_bucket.b.id
  tags = aws_s3_bucket.b.tags
  item {}
}

resource "toy_thing" "backup" {
  provider = toy.backup
  name     = aws_s3_bucket.us.arn
  size     = length(aws_s3_bucket.b.tags)
  item {
    x = aws_s3_bucket.b.force_destroy
  }
}

output "names" {
  value = [toy_thing.mirror.name, toy_thing.backup.name]
}
