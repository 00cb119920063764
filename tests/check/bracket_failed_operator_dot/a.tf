variable "zone" {
  default = 1 2
}

variable "tags" {
  type = object({a = number})
  default = { a = 1 + [ 1 ? ] . , b = 2 }
}
