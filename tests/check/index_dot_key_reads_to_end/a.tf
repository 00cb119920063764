variable "tags" {
  default = x . [ . , y
}

variable "rules" {
  type = tuple([])
}
