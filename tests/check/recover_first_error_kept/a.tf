variable "a" {
  type    = tuple([string])
  default = { "a b" = = 1 }
}
