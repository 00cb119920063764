variable "zone" {
  type = number
  default = { "a b" = . [ }
}

variable "tags" {
  default = null
}
