variable "a" {
  default = x [ true
}
