variable "port" {
  type = any
}
