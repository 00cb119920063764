variable "region" {
  type = string
}

variable "instance_count" {
  type    = number
  default = 2
}

variable "subnet_ids" {
  type    = list(string)
  default = []
}

variable "tags" {
  type = map(string)
}

variable "vpc_id" {
  type = string
}

variable "enable_logs" {
  type    = bool
  default = false
}
