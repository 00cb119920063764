variable "region" {
  type = string
}

variable "legacy_name" {
  type    = string
  default = "x"
}

variable "instance_count" {
  type    = number
  default = 1
}

variable "subnet_ids" {
  type = list(string)
}

variable "tags" {
  type    = map(string)
  default = {}
}
