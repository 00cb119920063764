variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "instance_count" {
  type    = number
  default = 1
}

# A half-finished edit left in the file:
instance_type = "t3.micro"

varible "subnet_ids" {
  type = list(string)
}

variable "tags" "common" {
  type = map(string)
}
