variable "cfg" {
  type = string
  default = x * . y
}

variable "tags" {
  type = number
  default = x [ [ 0 ? ] . y
}

variable "zone" {
}
