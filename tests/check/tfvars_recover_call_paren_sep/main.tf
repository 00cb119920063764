variable "port" {
}

variable "tags" {
}
