variable "region" {
  type = string
}

variable "instance_count" {
  type    = number
  default = 1
}
