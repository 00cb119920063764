variable "a" {
  default = 1 + { c = . }
}
