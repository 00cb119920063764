variable "c" {
  default = { k = "a" == 1 + ( 1 ? 3
}
