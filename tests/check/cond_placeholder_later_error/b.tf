variable "zone2" {
  default = 1 2
}
variable "name2" {
  type = object({a = number})
  default = { a = [ 1 < ? 2
}

variable "tags2" {
  default = 1 2
}
