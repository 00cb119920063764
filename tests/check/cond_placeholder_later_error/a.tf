variable "zone" {
  default = 1 2
}
variable "name" {
  type = list(bool)
  default = 1 < ? 2
}

variable "tags" {
  default = 1 2
}
