variable "zone" {
  default = 1 2
}

variable "tags" {
  type = object({a = number})
  default = [ for v in x : [ 1 ? ] ] .
}
