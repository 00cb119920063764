variable "o" {
  type = string
  default = .
}
