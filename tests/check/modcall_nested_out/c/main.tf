variable "port" {
  type = number
}
